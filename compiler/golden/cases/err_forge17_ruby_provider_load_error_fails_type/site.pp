# A provider file raising NameError when loaded: loading the type loads its providers (loadall), so the
# type fails to load and the resource statement fails.
svc_config { 'nginx/a': value => 1 }
notice('after')
