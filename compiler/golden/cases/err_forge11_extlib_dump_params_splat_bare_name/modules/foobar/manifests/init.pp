class foobar (String $param1, Integer $param2, String $additional_param) { }
