function f(Variant[Struct[{ a => Integer }], Struct[{ b => String }]] $p) { $p }
notice(f({ 'a' => 'x' }))
