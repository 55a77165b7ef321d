function dep::f() { 'from dep' }
