class app::x { }
class app::y { }
define app::z { }
