// The async boundary module federation needs: shared singletons are negotiated before bootstrap runs.
void import('./bootstrap');
