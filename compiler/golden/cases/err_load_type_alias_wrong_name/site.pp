# A type file must define the type its path names (Mymod::Small in mymod/types/small.pp).
notice(5 =~ Mymod::Small)
