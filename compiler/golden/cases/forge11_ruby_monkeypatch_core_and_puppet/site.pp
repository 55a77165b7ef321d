# Module Ruby that reopens core classes (Hash, String, Enumerable) and Puppet::Parser::Scope from a puppet_x helper, then
# uses the additions from a 4.x function. Written for this case (the pattern of older modules' core_ext helpers).
notice(mp::probe({ 'z' => { 'b' => 2, 'a' => 1 }, 'a' => 0 }))
