# Puppet.lookup(:current_environment), scope.environment, env.module(NAME).path, scope['facts'],
# scope.lookupvar, TypeParser.singleton.parse and TypeCalculator.infer_set from a module's function.
notice(site::envinfo(['a', 'b']))
notice(site::envinfo([1, '']))
