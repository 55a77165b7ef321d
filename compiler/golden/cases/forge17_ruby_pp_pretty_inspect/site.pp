# Ruby's pp library from module Ruby: Kernel#pretty_inspect and PP.pp with a line width (nested
# hashes and arrays broken over lines as pp does).
notice(lx::pretty({ 'name' => 'web2', 'prio' => '2', 'tags' => ['web', 'prod'] }))
notice(lx::pretty([[1, 2, 3], { 'a' => { 'b' => 'cccccccccccc' } }], 12))
