# Reduction of err_forge9_simplib_assert_optional_dependency: semantic_puppet from a module function.
notice(sp_probe('>= 1.2.3 < 2.0.0', ['1.4.0', '2.0.0', '1.2.3-rc1']))
notice(sp_probe('1.x', ['1.9.9', '2.0.0']))
notice(sp_probe('~> 1.5', ['1.5.0', '1.6.2', '2.0.0']))
notice(sp_probe('>=1.0.0', ['2.0.0-rc1', '0.9.0']))
notice(sp_probe('not a range', ['1.0.0']))
notice(sp_probe('>= 1.0.0', ['x.y']))
