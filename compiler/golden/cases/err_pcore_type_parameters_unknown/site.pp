notice(Error[{foo => 'x'}])
