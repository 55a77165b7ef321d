function mod::f() { 'module' }
