# String() of a Runtime value takes only %s, %p and %q (string_PRuntimeType).
$s = fix9sym::sym()
notice(String($s, '%d'))
