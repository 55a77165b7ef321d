$args = ['a', 'b']
notice(*$args)
notice([*$args, 'c'])
case 'b' { *$args: { notice('matched splat') } default: {} }
