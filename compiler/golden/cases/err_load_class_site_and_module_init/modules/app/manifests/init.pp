class app { notice('app') }
class app::x { notice('module x') }
