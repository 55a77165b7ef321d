# Deferred values of functions the server has too (a module function, a
# Puppet function): Puppet's warning when the catalog is written as plain
# data names each of them, as for functions only the agent has.
notify { 'mod': message => Deferred('dm::secret', ['a']) }
notify { 'core': message => Deferred('join', [['a', 'b'], '-']) }
notify { 'called': message => dm::secret('b') }
notify { 'nested': message => { 'k' => Deferred('dm::secret', ['c']) } }
