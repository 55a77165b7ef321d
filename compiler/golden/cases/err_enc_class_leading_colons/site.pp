# An ENC class written with a leading :: fails: Puppet tags the catalog with the name as given
# before evaluating anything, and '::one' is not a valid tag.
class one { }
