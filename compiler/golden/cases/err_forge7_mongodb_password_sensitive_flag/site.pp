# QA-FORGE-7: voxpupuli-mongodb's mongodb_password (code index) with its sensitive flag given as a String.
$hash = mongodb_password('admin', 'hunter2', 'yes')
