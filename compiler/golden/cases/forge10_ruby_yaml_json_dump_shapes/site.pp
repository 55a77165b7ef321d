# YAML/JSON dump shapes from a module function (written for this case).
probe::dumps().each |$i, $t| { file { "/tmp/dump${i}": content => $t } }
