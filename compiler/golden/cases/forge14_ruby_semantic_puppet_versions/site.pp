probe::semver().each |$i, $l| { notify { "semver ${i}": message => $l } }
