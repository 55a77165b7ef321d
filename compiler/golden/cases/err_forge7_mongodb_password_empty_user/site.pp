# QA-FORGE-7: voxpupuli-mongodb's mongodb_password (code index) with an empty user name (String[1]).
$hash = mongodb_password('', 'hunter2')
