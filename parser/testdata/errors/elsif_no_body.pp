if $x { } elsif
