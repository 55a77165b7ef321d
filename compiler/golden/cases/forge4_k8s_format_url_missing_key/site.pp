notice(k8s::format_url('https://x/%{missing}', {}))
