notice(pson_all([false, true, undef, 12, -3.5, 1.0e20, 'plain', 'say "hi" \\ é', "tab\tnl\n", '</script>', ['a', 1, undef], { 'k' => [true], 'n' => { 'x' => 'y' } }]))
