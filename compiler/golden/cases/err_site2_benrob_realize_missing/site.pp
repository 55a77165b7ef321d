# benjamin-robertson/control-repo-lab's profile::virtual_resource (4ba4c2df) as is, classified by an ENC: it
# realizes a virtual Host nothing declares.
node default {}
