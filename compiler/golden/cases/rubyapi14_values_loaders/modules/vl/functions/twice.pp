function vl::twice(String $s) >> String { "${s}${s}" }
