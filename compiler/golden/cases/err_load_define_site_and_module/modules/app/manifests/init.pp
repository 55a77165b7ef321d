class app { }
define app::d() { }
