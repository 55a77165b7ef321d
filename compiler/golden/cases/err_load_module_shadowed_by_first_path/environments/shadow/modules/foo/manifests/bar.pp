class foo::bar { notice('bar from the shadowed module') }
