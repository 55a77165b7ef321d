# An ENC cannot give a Sensitive: a class parameter typed Sensitive[String] refuses the ENC's String.
node default { }
