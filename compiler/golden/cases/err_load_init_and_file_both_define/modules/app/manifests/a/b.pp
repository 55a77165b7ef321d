class app::a::b { notice('in a/b.pp') }
