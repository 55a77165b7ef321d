# Resource['notify'] { ... } is not resource defaults: Puppet parses it as an override of a
# reference without a title, which fails ("Error while evaluating a Resource Override, No title
# provided and :notify is not a valid resource reference"; a defined type shows as "d").
notify { 'a': }
Resource['notify'] { message => 'x' }
