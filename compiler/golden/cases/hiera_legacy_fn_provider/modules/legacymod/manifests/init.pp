class legacymod(String $x) { notify { "legacymod x=${x}": } }
