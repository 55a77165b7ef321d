define params::d (Integer $a = 1) {
}
