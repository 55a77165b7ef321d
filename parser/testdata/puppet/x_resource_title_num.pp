file { 1: }
