class app { }
class app::a::b { notice('in init') }
