# A resource type without a title as a relationship operand (Notify -> ...) passes evaluation but
# Puppet fails when it makes the relationship: 'No title provided and "Notify[]" is not a valid
# resource reference' (no location), not "Could not find resource".
notify { 'a': }
Notify['a'] -> Notify
