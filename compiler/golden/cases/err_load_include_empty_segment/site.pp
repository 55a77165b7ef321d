include 'foo::'
