# Automatic class parameter lookup: one class per row of the undef-parameter table of the catalog
# expressions chapter (default expression / value in Hiera / value given). The row with no default,
# no data and nothing given is an error and lives in err_hiera_apl_missing_value.
class row01($p = 10) { notify { 'row01: default 10, lookup -, given -': message => "[${p}]" } }
include row01
class row02($p = 10) { notify { 'row02: default 10, lookup -, given 20': message => "[${p}]" } }
class { 'row02': p => 20 }
class row03($p = 10) { notify { 'row03: default 10, lookup -, given undef': message => "[${p}]" } }
class { 'row03': p => undef }
class row04($p = 10) { notify { 'row04: default 10, lookup 30, given -': message => "[${p}]" } }
include row04
class row05($p = 10) { notify { 'row05: default 10, lookup 30, given 20': message => "[${p}]" } }
class { 'row05': p => 20 }
class row06($p = 10) { notify { 'row06: default 10, lookup 30, given undef': message => "[${p}]" } }
class { 'row06': p => undef }
class row07($p = undef) { notify { 'row07: default undef, lookup -, given -': message => "[${p}]" } }
include row07
class row08($p = undef) { notify { 'row08: default undef, lookup -, given 20': message => "[${p}]" } }
class { 'row08': p => 20 }
class row09($p = undef) { notify { 'row09: default undef, lookup -, given undef': message => "[${p}]" } }
class { 'row09': p => undef }
class row10($p = undef) { notify { 'row10: default undef, lookup 30, given -': message => "[${p}]" } }
include row10
class row11($p = undef) { notify { 'row11: default undef, lookup 30, given 20': message => "[${p}]" } }
class { 'row11': p => 20 }
class row12($p = undef) { notify { 'row12: default undef, lookup 30, given undef': message => "[${p}]" } }
class { 'row12': p => undef }
class row14($p) { notify { 'row14: default -, lookup -, given 20': message => "[${p}]" } }
class { 'row14': p => 20 }
class row15($p) { notify { 'row15: default -, lookup -, given undef': message => "[${p}]" } }
class { 'row15': p => undef }
class row16($p) { notify { 'row16: default -, lookup 30, given -': message => "[${p}]" } }
include row16
class row17($p) { notify { 'row17: default -, lookup 30, given 20': message => "[${p}]" } }
class { 'row17': p => 20 }
class row18($p) { notify { 'row18: default -, lookup 30, given undef': message => "[${p}]" } }
class { 'row18': p => undef }
