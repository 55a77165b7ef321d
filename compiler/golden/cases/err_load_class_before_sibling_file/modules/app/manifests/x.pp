class app::x { notice('x') }
class app::y { notice('y, defined in x.pp') }
