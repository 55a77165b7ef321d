notice(k8s::ip_in_cidr('10.0.0.0/30', 4))
