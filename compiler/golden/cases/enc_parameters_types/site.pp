# ENC parameter values as Psych reads them: yes is true, 010 is octal 8, ~ is undef.
notify { 'types': message => [type($flag), $flag, type($number), $number, $float, type($nothing), $str_num, type($str_num), $list] }
notice(defined('$nothing'))
