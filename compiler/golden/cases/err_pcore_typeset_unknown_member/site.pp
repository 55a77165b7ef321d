notice(MyMod::Nope)
