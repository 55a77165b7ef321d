probe_svc { 'x': speed => 'fast' }
