/**
 * Given names and surnames for generated people, varied the way a North American workforce is.
 * About 150 × 200 combinations keep duplicate names (and numbered emails) rare at 10,000 people.
 * Kept as space-separated text so the lists stay compact.
 */
export const FIRST_NAMES: readonly string[] = (
  'Aaliyah Aaron Abdul Adele Adrian Aisha Akira Alana Alejandro Amara Amelia Amir Ana Andre Angela ' +
  'Anika Arjun Asha Ava Benjamin Bianca Brandon Brianna Caleb Camila Carlos Carmen Catherine Chloe ' +
  'Chris Claire Daniel Daniela Darius David Deepa Derek Diego Dylan Elena Eli Elijah Elise Emma ' +
  'Eric Esther Ethan Fatima Felix Fiona Gabriel Gemma Grace Hailey Hamza Hannah Harper Hassan ' +
  'Hiroshi Ian Imani Isaac Isabel Ivan Jack Jada Jamal James Jasmine Javier Jenna Jia Joel Jonah ' +
  'Jordan Jose Julia Kai Karen Keisha Kenji Kevin Kiran Laila Lars Laura Leah Leo Liam Lily Lucas ' +
  'Lucia Luis Madison Malik Maria Marcus Maya Mei Mia Michael Mohammed Nadia Naomi Nathan Nia Nina ' +
  'Noah Nora Olivia Omar Owen Paolo Priya Quinn Rachel Rafael Rahul Rebecca Riley Rosa Ryan Samir ' +
  'Samuel Sara Sean Sofia Sophie Sunil Tariq Taylor Thomas Tobias Trevor Valeria Victor Vikram Wei ' +
  'William Xavier Yara Yusuf Zara Zoe Andrea Beatriz Connor Dana Erin Farah'
).split(' ');

export const LAST_NAMES: readonly string[] = (
  'Abbott Adeyemi Agarwal Ahmed Alvarez Anderson Andersson Arora Bailey Baker Banerjee Barnes Bauer ' +
  'Becker Bell Bennett Bergstrom Bianchi Bishop Boateng Bouchard Brooks Brown Bryant Campbell ' +
  'Carter Castillo Chang Chaudhry Clarke Coleman Collins Cooper Costa Cruz Das Davies Delgado Desai ' +
  'Diaz Dubois Duncan Edwards Eriksen Evans Fernandez Fischer Fleming Fontaine Foster Fraser Fujita ' +
  'Garcia Gagnon Gill Gomez Gonzalez Grant Gray Greene Gupta Hall Hamilton Hansen Harris Hassan ' +
  'Hayes Henderson Hernandez Hill Hoang Hughes Hussain Ibrahim Ito Jackson Jensen Johnson Jones ' +
  'Joshi Kang Kaur Keller Kennedy Khan Kim King Kowalski Kumar Lambert Larsen Lavoie Lee Lewis Li ' +
  'Lin Lopez MacDonald Malhotra Martin Martinez Mason Mehta Mendoza Meyer Miller Mitchell Moreau ' +
  'Morales Murphy Murray Nakamura Navarro Nguyen Nielsen Novak Nowak Obi Oliveira Olsen Ortiz Osei ' +
  'Owens Palmer Park Parker Pereira Perez Petrov Phillips Pierce Popescu Price Qureshi Ramirez Rao ' +
  'Reddy Reid Reyes Richards Rivera Roberts Robinson Rodriguez Romano Ross Roy Russo Saito Sanchez ' +
  'Santos Schmidt Scott Shah Sharma Silva Singh Smith Sokolov Sorensen Stewart Sullivan Suzuki ' +
  'Tanaka Taylor Thomas Thompson Torres Tran Tremblay Turner Vargas Vasquez Verma Vu Walker Wallace ' +
  'Wang Ward Watson Weber White Williams Wilson Wong Wright Wu Yamamoto Yang Young Zhang Zhao ' +
  'Ziegler Zimmerman Okonkwo Mensah Haddad Nassar Lindgren Moretti'
).split(' ');
