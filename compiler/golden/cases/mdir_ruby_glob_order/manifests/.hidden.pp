notice('.hidden.pp')
