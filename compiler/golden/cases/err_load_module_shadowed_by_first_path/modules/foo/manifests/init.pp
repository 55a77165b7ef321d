class foo { notice('foo from modules') }
