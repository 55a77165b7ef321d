class ta(Integer $port = 8080, $required_thing = undef, String $name_x = "n${port}") {
}
