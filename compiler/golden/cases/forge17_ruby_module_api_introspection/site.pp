# Module Ruby introspecting modules (Puppet::Module.find, metadata.json fields, dependencies,
# Module#file, the environment's modules) as older modules do to load metadata and files.
notice(meta::info('meta'))
notice(meta::info('other'))
notice(meta::info('nosuch'))
