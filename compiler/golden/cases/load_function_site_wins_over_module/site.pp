# A function defined in site.pp is used; the module's file of the same name is not loaded.
function mod::f() { 'site' }
notice(mod::f())
