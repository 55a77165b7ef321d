# A Ruby Symbol compares only with Symbols (CompareOperator#cmp_Symbol).
$s = fix9sym::sym()
notice($s < 'c')
