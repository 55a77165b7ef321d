# A type without a title in a relationship metaparameter: 'No title provided and "Notify[]" is not
# a valid resource reference' at the resource's line.
notify { 'b': }
notify { 'a':
  before => [Notify['b'], Notify],
}
