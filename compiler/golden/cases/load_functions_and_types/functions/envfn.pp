function envfn(String $s) >> String { "env:${s}:${module_name}" }
