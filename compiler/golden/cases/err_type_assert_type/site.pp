$a = assert_type(Integer, 1)
notice($a)
$b = assert_type(String[3], 'ab')
